/** The owner screens' option lists and fields now live with the product form (features/products). */
export { CATEGORY_OPTIONS, CONDITION_OPTIONS, labelOf, RadioGroupField, TYPE_OPTIONS, UploadProgress } from '../../../features/products';
