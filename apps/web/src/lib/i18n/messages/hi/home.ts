import type { Translation } from '../../translate';
import type english from '../en/home';

const hindi: Translation<typeof english> = {
  placeholder: 'x',
};

export default hindi;
