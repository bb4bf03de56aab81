/** The three template families: each is one remote with its own look and pages. */
export type TemplateFamily = 'casino' | 'slot' | 'sportsbook';
