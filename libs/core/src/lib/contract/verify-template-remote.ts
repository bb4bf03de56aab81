import { TEMPLATES } from '@wl/site-model';
import type { TemplateRemote } from './template-contract';

/**
 * Checks a family remote against the registry: it offers exactly its family's templates and each one
 * loads with a layout and a home page. Returns what is wrong, empty when the remote keeps the contract.
 */
export async function verifyTemplateRemote(remote: TemplateRemote): Promise<string[]> {
  const expected = Object.values(TEMPLATES)
    .filter((t) => t.family === remote.family)
    .map((t) => t.templateId);
  const problems: string[] = [];
  for (const id of expected) {
    if (!remote.templateIds.includes(id)) problems.push(`missing ${id}`);
  }
  for (const id of remote.templateIds) {
    if (!expected.includes(id)) {
      problems.push(`${id} is not a ${remote.family} template`);
      continue;
    }
    const module = await remote.loadTemplate(id);
    if (module.templateId !== id) problems.push(`${id} loaded as ${module.templateId}`);
    if (!module.Layout) problems.push(`${id} has no layout`);
    if (!module.pages.home) problems.push(`${id} has no home page`);
  }
  return problems;
}
