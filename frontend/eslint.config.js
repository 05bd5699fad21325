// The frontend's linter: eslint's recommended rules and typescript-eslint's type-aware ones,
// over the sources, the tests and the build config (what tsconfig.json includes).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";

export default defineConfig(
  { ignores: ["node_modules/", "eslint.config.js"] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // vitest's asymmetric matchers (expect.closeTo, expect.any) are typed `any` by vitest itself.
    files: ["test/**"],
    rules: { "@typescript-eslint/no-unsafe-assignment": "off", "@typescript-eslint/no-unsafe-return": "off" },
  },
);
