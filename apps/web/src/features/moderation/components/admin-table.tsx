import { DESCRIPTION_MAX, EMAIL_MAX, LOCATION_MAX, PERSON_NAME_MAX, TITLE_MAX } from '@kiraya/contract';
import { type ReactNode, useMemo } from 'react';
import {
  type Column,
  EditableTable,
  type EditableTableConfig,
  flagOf,
  numberOf,
  useTableParams,
} from '../../../components/data-views/editable-table';
import { type Catalogs, type TFunction, useLocalize, useT } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { useDeleteAdminRow } from '../api/delete-admin-row';
import { useAdminTable } from '../api/get-admin-table';
import { ADMIN_TABLE_PAGE_SIZE, type AdminRows, type AdminTable } from '../api/query-keys';
import { useUpdateAdminRow } from '../api/update-admin-row';
import { ApprovalBadge } from './item-bits';

export interface AdminTableConfig<T extends AdminTable> extends EditableTableConfig<AdminRows[T]> {
  table: T;
}

/** The `admin` area's texts, and contract messages in the active language: what a table's config is written with. */
export interface AdminTexts {
  t: TFunction<Catalogs['admin']>;
  localize: (text: string) => string;
}

/** One admin table of §2 (GET/PUT/DELETE /api/admin/{table}) as an editable table; its config is built in the active language. */
export function AdminDataTable<T extends AdminTable>({ configOf }: { configOf: (texts: AdminTexts) => AdminTableConfig<T> }) {
  const t = useT('admin');
  const localize = useLocalize();
  const config = useMemo(() => configOf({ t, localize }), [configOf, t, localize]);
  const { page, q } = useTableParams();
  const query = useAdminTable(config.table, { page, limit: ADMIN_TABLE_PAGE_SIZE, q: q || undefined });
  const update = useUpdateAdminRow(config.table);
  const remove = useDeleteAdminRow(config.table);
  return <EditableTable config={config} query={query} pageSize={ADMIN_TABLE_PAGE_SIZE} update={update} remove={remove} />;
}

/** Yes/No for 0/1 flags, as a small badge. */
export function FlagBadge({ value, yes, no }: { value: 0 | 1 | boolean; yes?: string; no?: string }) {
  const t = useT('admin');
  const on = value === 1 || value === true;
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${on ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800'}`}
    >
      {on ? (yes ?? t('flag.yes')) : (no ?? t('flag.no'))}
    </span>
  );
}

/** A long text cut to one line, the whole of it in a tooltip. */
export function Truncated({ text, width = 'max-w-56' }: { text: string; width?: string }) {
  return (
    <span title={text} className={`block truncate ${width}`}>
      {text}
    </span>
  );
}

const yesNo = (t: AdminTexts['t']) => [
  { value: '1', label: t('flag.yes') },
  { value: '0', label: t('flag.no') },
];

const statusOptions = (t: AdminTexts['t']) => [
  { value: 'active', label: t('account.active') },
  { value: 'inactive', label: t('account.inactive') },
];

/** A stored value as the admin reads it (category and condition values are shown as stored in English). */
export const valueLabel = (t: AdminTexts['t'], value: string) => {
  const key = `value.${value}` as keyof Catalogs['admin'];
  const text = t(key);
  return text === key ? value : text;
};

export const optionsOf = (t: AdminTexts['t'], values: readonly string[]) => values.map((value) => ({ value, label: valueLabel(t, value) }));

/** The columns the tables share, by the field they show. */
interface Item {
  id: number;
  title: string;
  description: string;
  price: number;
  location: string;
  verified: 0 | 1;
}
interface Account {
  id: number;
  name: string;
  email: string;
  status: 'active' | 'inactive';
}

export const idColumn = <Row extends { id: number }>(t: AdminTexts['t']): Column<Row> => ({
  key: 'id',
  header: t('col.id'),
  cell: (row) => row.id,
  className: 'tabular-nums text-stone-600',
});

/** Title, Description and Price of a product or an ad. */
export const itemColumns = <Row extends Item>(t: AdminTexts['t']): Column<Row>[] => [
  {
    key: 'title',
    header: t('col.title'),
    cell: (row) => <Truncated text={row.title} width="max-w-48" />,
    edit: { kind: 'text', required: true, maxLength: TITLE_MAX },
    className: 'font-medium',
  },
  {
    key: 'description',
    header: t('col.description'),
    cell: (row) => <Truncated text={row.description} width="max-w-64" />,
    edit: { kind: 'textarea', required: true, maxLength: DESCRIPTION_MAX },
  },
  {
    key: 'price',
    header: t('col.price'),
    cell: (row) => formatPrice(row.price),
    edit: { kind: 'number', required: true, min: 0 },
    parse: numberOf,
    className: 'whitespace-nowrap tabular-nums',
  },
];

export const locationColumn = <Row extends Item>(t: AdminTexts['t']): Column<Row> => ({
  key: 'location',
  header: t('col.location'),
  cell: (row) => <Truncated text={row.location || '-'} width="max-w-40" />,
  edit: { kind: 'text', maxLength: LOCATION_MAX },
});

export const verifiedColumn = <Row extends Item & { status: Parameters<typeof ApprovalBadge>[0]['status'] }>(
  t: AdminTexts['t'],
  reason?: (row: Row) => string | null,
): Column<Row> => ({
  key: 'verified',
  header: t('col.verified'),
  cell: (row) => <ApprovalBadge verified={row.verified} status={row.status} reason={reason?.(row)} />,
  edit: { kind: 'select', options: yesNo(t) },
  parse: flagOf,
});

/** A Yes/No column of a 0/1 flag. */
export const flagColumn = <Row,>(t: AdminTexts['t'], key: string, header: string, value: (row: Row) => 0 | 1): Column<Row> => ({
  key,
  header,
  cell: (row) => <FlagBadge value={value(row)} />,
  edit: { kind: 'select', options: yesNo(t) },
  parse: flagOf,
});

/** Name, Email and Status of a buyer or an owner account. */
export const accountColumns = <Row extends Account>(t: AdminTexts['t'], extra: Column<Row>[] = []): Column<Row>[] => [
  idColumn<Row>(t),
  {
    key: 'name',
    header: t('col.name'),
    cell: (row) => row.name,
    edit: { kind: 'text', required: true, maxLength: PERSON_NAME_MAX },
    className: 'font-medium',
  },
  { key: 'email', header: t('col.email'), cell: (row) => row.email, edit: { kind: 'email', required: true, maxLength: EMAIL_MAX } },
  ...extra,
];

export const accountStatusColumn = <Row extends Account>(t: AdminTexts['t']): Column<Row> => ({
  key: 'status',
  header: t('col.status'),
  cell: (row): ReactNode => <FlagBadge value={row.status === 'active'} yes={t('account.active')} no={t('account.inactive')} />,
  edit: { kind: 'select', options: statusOptions(t) },
});
