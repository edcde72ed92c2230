import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * ICU messages precompiled at build time (web/build/icu-precompile.ts rewrites every catalogue
 * literal that needs ICU into registerIcu(text, ast)), so the ICU parser never ships to the browser.
 */
const compiled = new Map<string, MessageFormatElement[]>();

export function registerIcu(message: string, ast: MessageFormatElement[]): string {
  compiled.set(message, ast);
  return message;
}

export const compiledIcu = (message: string): MessageFormatElement[] | undefined => compiled.get(message);
