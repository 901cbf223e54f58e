import * as catalogueRules from '@kiraya/contract/catalogue/rules';
import * as catalogueSchema from '@kiraya/contract/catalogue/schema';
import * as moderationRules from '@kiraya/contract/moderation/rules';
import { describe, expect, it } from 'vitest';
import * as root from './index.js';

describe('subpath exports', () => {
  it('resolve a domain file to the same bindings the root index exports', () => {
    expect(catalogueRules.CATEGORIES).toBe(root.CATEGORIES);
    expect(catalogueSchema.catalogueItem).toBe(root.catalogueItem);
    expect(moderationRules.approvalActions).toBe(root.approvalActions);
  });
});
