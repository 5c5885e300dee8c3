// Vitest (Vite) reads a file as text with '?raw': the sample-paste test reads docs/samples/ so.
declare module '*?raw' {
  const text: string;
  export default text;
}
