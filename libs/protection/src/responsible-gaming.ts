/**
 * @wl/protection/responsible-gaming: the tools of the /responsible-gaming content page (libs/pages), in
 * the content pages' chunk: the guest's invitation to log in and the skeleton, which the server renders,
 * and the loader of the signed-in player's tools (a chunk of their own). Not exported from the lib's
 * main entry, which every template's chunk carries.
 */
export { ResponsibleGamingTools } from './limits/ResponsibleGamingTools';
