import type { Catalog } from '../../translate';

export default {
  placeholder: 'x',
} satisfies Catalog;
