import { Fragment, type ReactNode } from 'react';
import { formatParts } from './i18n';

/**
 * format() for text with embedded elements: values may be React nodes, placed where their
 * placeholder stands, e.g. formatNodes(t.body, { email: <Isolate>{email}</Isolate> }).
 */
export function formatNodes(template: string, values: Record<string, string | number | ReactNode>): ReactNode {
  return formatParts<ReactNode>(template, values as Record<string, string | number | ReactNode>).map((part, index) => (
    <Fragment key={index}>{part}</Fragment>
  ));
}

/**
 * Keeps a left-to-right token (a course code, a price, an e-mail address) whole inside
 * right-to-left text, and the text around it in its own order.
 */
export const Isolate = ({ children }: { children: ReactNode }) => <bdi>{children}</bdi>;
