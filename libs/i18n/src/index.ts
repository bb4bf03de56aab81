export { DEFAULT_LANGUAGE, NAMESPACES, setupI18n } from './lib/setup';
