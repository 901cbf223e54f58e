import type { Translation } from '../../translate';
import type english from '../en/auth';

const hindi: Translation<typeof english> = {
  placeholder: 'x',
};

export default hindi;
