declare module '*/floor-page.mjs' {
  export function apiOrigin(html: string): string | undefined;
  export function floorPage(html: string, src: string): string;
}
