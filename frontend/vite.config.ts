// Builds the tab as one ES module, tb_verl_plugin/static/index.js, with CSS inlined: TensorBoard's
// plugin frame imports "./index.js" and its CSP forbids any other origin, so nothing is left outside.
import { defineConfig } from "vitest/config";

export default defineConfig({
  build: {
    outDir: "../tb_verl_plugin/static",
    emptyOutDir: true,
    target: "es2022",
    minify: true,
    sourcemap: false,
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      fileName: () => "index.js",
    },
  },
  test: {
    include: ["test/**/*.test.ts"],
  },
});
