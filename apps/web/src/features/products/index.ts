export { ownerProductKeys } from './api/query-keys';
export { MyProducts } from './components/my-products';
export { CATEGORY_OPTIONS, CONDITION_OPTIONS, labelOf, RadioGroupField, TYPE_OPTIONS, UploadProgress } from './forms/product-fields';
export { type MyProductsState, ProductForm } from './forms/product-form';
