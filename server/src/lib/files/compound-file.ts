/**
 * The names in an OLE2 compound file (a legacy .doc, .xls...): its directory read by the
 * specification ([MS-CFB]), every offset checked, every chain bounded, since the bytes are a
 * stranger's. Answers null when the bytes are not a well-formed compound file.
 */

const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;

export type CompoundEntry = { name: string; type: 'storage' | 'stream' | 'root' };

export const isCompoundFile = (bytes: Buffer) => bytes.length >= 512 && bytes.subarray(0, 8).equals(SIGNATURE);

export function compoundFileEntries(bytes: Buffer): CompoundEntry[] | null {
  if (!isCompoundFile(bytes)) return null;
  const shift = bytes.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  // Sectors after the header (a last sector cut short still counts: writers do not pad it).
  const sectorCount = Math.ceil((bytes.length - sectorSize) / sectorSize);
  const sectorOffset = (sid: number) => (sid + 1) * sectorSize;
  const validSector = (sid: number) => sid >= 0 && sid < sectorCount;
  const sectorEnd = (sid: number) => Math.min(sectorOffset(sid) + sectorSize, bytes.length);

  // The FAT's own sectors: 109 in the header, then a chain of DIFAT sectors.
  const fatSectorCount = bytes.readUInt32LE(44);
  if (fatSectorCount > sectorCount) return null;
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; i++) fatSectors.push(bytes.readUInt32LE(76 + i * 4));
  let difat = bytes.readUInt32LE(68);
  for (let hops = 0; fatSectors.length < fatSectorCount; hops++) {
    if (hops > sectorCount || !validSector(difat)) return null;
    const base = sectorOffset(difat);
    if (sectorEnd(difat) - base < sectorSize) return null;
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector && fatSectors.length < fatSectorCount; i++) fatSectors.push(bytes.readUInt32LE(base + i * 4));
    difat = bytes.readUInt32LE(base + perSector * 4);
  }
  if (!fatSectors.every((sid) => validSector(sid) && sectorEnd(sid) - sectorOffset(sid) === sectorSize)) return null;
  const fat = (sid: number): number => {
    const perSector = sectorSize / 4;
    const fatSector = fatSectors[Math.floor(sid / perSector)];
    if (fatSector === undefined) return FREE;
    return bytes.readUInt32LE(sectorOffset(fatSector) + (sid % perSector) * 4);
  };

  // The directory stream: a chain of sectors, 128 bytes per entry.
  const entries: CompoundEntry[] = [];
  let sid = bytes.readUInt32LE(48);
  for (let hops = 0; sid !== END_OF_CHAIN; hops++) {
    if (hops > sectorCount || !validSector(sid)) return null;
    const base = sectorOffset(sid);
    for (let offset = base; offset + DIRECTORY_ENTRY_BYTES <= sectorEnd(sid); offset += DIRECTORY_ENTRY_BYTES) {
      const type = bytes[offset + 66];
      if (type !== 1 && type !== 2 && type !== 5) continue; // unused entries
      const nameBytes = bytes.readUInt16LE(offset + 64);
      if (nameBytes < 2 || nameBytes > 64 || nameBytes % 2) return null;
      entries.push({
        name: bytes.toString('utf16le', offset, offset + nameBytes - 2),
        type: type === 1 ? 'storage' : type === 2 ? 'stream' : 'root',
      });
    }
    sid = fat(sid);
  }
  return entries.length ? entries : null;
}
