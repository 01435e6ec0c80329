import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'dev-dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'reports/**', '.stryker-tmp*/**'] },
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/multi-word-component-names': 'off',
      'vue/html-self-closing': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The engine stays pure: no Vue, no DOM, no storage (DEVELOPERS.md).
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['vue', 'pinia', 'dexie', '@vueuse/*', '@/db/*', '@/stores/*'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'indexedDB'],
    },
  },
  {
    // Rules roll only through a RandomSource (src/engine/core/random.ts, the one file allowed to implement
    // one), so every roll is fair (crypto, no modulo bias) and can be replayed from what was recorded.
    files: ['src/engine/**/*.{ts,vue}', 'src/rulesets/**/*.{ts,vue}', 'src/calc/**/*.{ts,vue}'],
    ignores: ['src/engine/core/random.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Roll through the RandomSource passed in (src/engine/core/random.ts), never Math.random.' },
        { object: 'globalThis', property: 'Math', message: 'Use Math directly, so the Math.random rule can see it.' },
      ],
    },
  },
)
