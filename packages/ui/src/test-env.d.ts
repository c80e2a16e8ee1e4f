// Tests mount with react-dom/client directly; @types/react-dom is not a dependency of this
// package (only of the host), so declare the two calls the tests use.
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element): Root;
}
