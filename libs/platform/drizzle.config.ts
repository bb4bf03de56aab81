import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config libs/platform/drizzle.config.ts` writes a new migration from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/platform/src/lib/db/schema/index.ts',
  out: './libs/platform/migrations',
});
