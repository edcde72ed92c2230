import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Formats a precompiled ICU message (the AST of FormatJS's parser, made at build time) with
 * the browser's Intl: literal, argument, number, date, time, select, plural (with offset, =N
 * and #). About 1 KB instead of intl-messageformat's 3 KB runtime, which the first-screen
 * budget could not afford (decision 026). Tags are literal text (parsed with ignoreTag).
 */

// FormatJS's element TYPE enum, by value, so no runtime import is needed.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

export type IntlKit = {
  tag: string;
  number: (tag: string, options?: Intl.NumberFormatOptions) => Intl.NumberFormat;
  date: (tag: string, options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat;
  plural: (tag: string, options?: Intl.PluralRulesOptions) => Intl.PluralRules;
};

type Style = string | { parsedOptions?: object } | null | undefined;

/** ICU's named styles ({n, number, percent}, {d, date, short} ...), as intl-messageformat defines them. */
const NAMED: Record<'number' | 'date' | 'time', Record<string, object>> = {
  number: { integer: { maximumFractionDigits: 0 }, percent: { style: 'percent' } },
  date: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  time: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
};

const optionsOf = (kind: keyof typeof NAMED, style: Style): object | undefined =>
  typeof style === 'string' ? NAMED[kind][style] : (style?.parsedOptions ?? undefined);

type Element = MessageFormatElement & { value: string; style?: Style; offset?: number; pluralType?: 'cardinal' | 'ordinal' };
type Options = Record<string, { value: MessageFormatElement[] }>;

export function formatIcu<T>(
  elements: MessageFormatElement[],
  values: Record<string, unknown>,
  kit: IntlKit,
  pound?: number,
): (string | T)[] {
  const out: (string | T)[] = [];
  const push = (part: string | T) => {
    const last = out.length - 1;
    if (typeof part === 'string' && typeof out[last] === 'string') out[last] += part;
    else out.push(part);
  };
  for (const element of elements as Element[]) {
    const value = values[element.value];
    switch (element.type as number) {
      case LITERAL:
        push(element.value);
        break;
      case POUND:
        push(kit.number(kit.tag).format(pound ?? 0));
        break;
      case ARGUMENT:
        if (value === undefined) push(`{${element.value}}`);
        else if (typeof value === 'number') push(kit.number(kit.tag).format(value));
        else if (value instanceof Date) push(kit.date(kit.tag).format(value));
        else push(value as string | T);
        break;
      case NUMBER:
        push(kit.number(kit.tag, optionsOf('number', element.style) as Intl.NumberFormatOptions).format(Number(value)));
        break;
      case DATE:
      case TIME: {
        const kind = element.type === DATE ? 'date' : 'time';
        push(kit.date(kit.tag, optionsOf(kind, element.style) as Intl.DateTimeFormatOptions).format(new Date(value as Date)));
        break;
      }
      case SELECT: {
        const options = (element as unknown as { options: Options }).options;
        const chosen = options[String(value)] ?? options.other;
        if (chosen) formatIcu<T>(chosen.value, values, kit, pound).forEach(push);
        break;
      }
      case PLURAL: {
        const options = (element as unknown as { options: Options }).options;
        const count = Number(value);
        const offset = element.offset ?? 0;
        const rule = kit.plural(kit.tag, { type: element.pluralType ?? 'cardinal' }).select(count - offset);
        const chosen = options[`=${count}`] ?? options[rule] ?? options.other;
        if (chosen) formatIcu<T>(chosen.value, values, kit, count - offset).forEach(push);
        break;
      }
      default:
        break; // tags are parsed as literal text (ignoreTag)
    }
  }
  return out;
}
