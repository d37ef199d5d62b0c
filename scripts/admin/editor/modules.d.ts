/** esbuild's file loader (editor-scripts.ts): a WebAssembly file imported is its URL in out/admin/. */
declare module '*.wasm' {
  const url: string;
  export default url;
}
