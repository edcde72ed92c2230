import { DocsPage } from '@/features/docs/components/docs-page';

/** /docs: searchable documentation with section navigation. */
export function Component() {
  return <DocsPage />;
}
