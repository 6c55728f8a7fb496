// The shop's policies (returns and refunds, terms, privacy, grievance officer), one
// module per language loaded with the page: long texts that only these pages need.
export const POLICY_PAGES = ['returns', 'terms', 'privacy', 'grievance'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

export interface PolicySection { heading: string; paragraphs: readonly string[] }
export interface Policy { updated: string; intro: string; sections: readonly PolicySection[] }
export type Policies = Readonly<Record<PolicyPage, Policy>>;

export const isPolicyPage = (v: string): v is PolicyPage => (POLICY_PAGES as readonly string[]).includes(v);

