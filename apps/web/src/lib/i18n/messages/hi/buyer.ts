import type { Translation } from '../../translate';
import type english from '../en/buyer';

const hindi: Translation<typeof english> = {
  placeholder: 'x',
};

export default hindi;
