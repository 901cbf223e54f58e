import { LIMITS } from '@kiraya/contract';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { checkWith } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { nextParams, readPage } from '../../lib/list-params';
import { useSearchParams } from '../../lib/router';
import { useKeptData } from '../../lib/use-kept-data';
import { Button } from '../ui/button';
import { FormMessage, firstFieldErrors } from '../ui/form';
import { Pagination } from '../ui/pagination';
import { LoadingStatus, Skeleton } from '../ui/skeleton';
import { EmptyState, ErrorState } from '../ui/state-panels';
import { DeleteDialog, useDeleting } from './delete-dialog';
import { type PagedQuery, resultLine } from './paged-list';

/** A row being edited: every field as the text its control holds. */
export type Draft = Record<string, string>;

export type Editor =
  | { kind: 'text' | 'email' | 'textarea'; required?: boolean; maxLength?: number }
  | { kind: 'number'; required?: boolean; min?: number; step?: string }
  | { kind: 'select'; options: readonly { value: string; label: string }[] };

export interface Column<Row> {
  /** The field name (also the key of the server's fieldErrors). */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The inline control in edit mode; none means the column is read-only. */
  edit?: Editor;
  /** The control's text as the update body wants it (a number, a 0/1 flag, null); the text itself if absent. */
  parse?: (text: string) => unknown;
  /** Extra classes for this column's cells (widths, truncation). */
  className?: string;
}

/** The contract's update schema, used to check an edit before it is sent (the server checks again). */
interface UpdateSchema {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

export interface EditableTableConfig<Row extends { id: number }> {
  /** 'user', 'owner'… in labels and messages (in the active language: the admin tables build their config with it). */
  noun: string;
  /** Plural, for the caption, the region label and the result line. */
  plural: string;
  columns: Column<Row>[];
  /** How a row is named in button labels and messages ("Asha Verma", "Product 12"). */
  rowName: (row: Row) => string;
  schema: UpdateSchema;
  deleteConfirm: string;
  /** What else goes with the row, said in the confirmation (e.g. an owner's products). */
  deleteNote?: string;
  updateFailed: string;
  deleteFailed: string;
  empty: string;
  searchHint: string;
}

/** The row's editable fields as the texts their controls hold (null and undefined as empty text). */
export function draftOf<Row>(columns: readonly Column<Row>[], row: Row): Draft {
  const draft: Draft = {};
  for (const column of columns) {
    if (!column.edit) continue;
    const value = (row as Record<string, unknown>)[column.key];
    draft[column.key] = value === null || value === undefined ? '' : String(value);
  }
  return draft;
}

/** The changed fields of a draft as the update body: each through its column's `parse`. */
export function bodyOf<Row>(columns: readonly Column<Row>[], changed: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(changed)) {
    const parse = columns.find((c) => c.key === key)?.parse;
    body[key] = parse ? parse(text) : text;
  }
  return body;
}

/**
 * A contract schema's verdict on a row, as one message per top-level field (none when it passes). The one place
 * the tables turn zod issues into field messages, so a shared form layer can take it over.
 */
export function rowErrors(schema: UpdateSchema, body: unknown): Record<string, string> {
  const checked = checkWith(schema, body);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(checked.errors ?? {})) {
    const key = path.split('.')[0] ?? '';
    if (key && key !== '_' && !errors[key]) errors[key] = message;
  }
  return errors;
}

/** The server's fieldErrors (first message each), when the error carries them. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? firstFieldErrors(error.fieldErrors) : {};
}

/** Text fields: blank is null. */
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value);
/** Number fields that may be empty: blank is null. */
export const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));
/** Number field text to a number; blank stays NaN so the schema reports it. */
export const numberOf = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));
/** The value of a Yes/No select as a 0/1 flag. */
export const flagOf = (value: string): 0 | 1 => (value === '1' ? 1 : 0);

/** 'users' → 'Users' (a Hindi noun is left as it is). */
const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

const cellBase = 'px-3 py-2.5 align-top';
/** From tablets up the Actions column stays in view while a wide table scrolls under it (on phones it would cover the data). */
const stickyEnd = 'md:sticky md:right-0 md:z-10 md:shadow-[-8px_0_8px_-8px_rgb(28_25_23/0.25)]';
const controlBase =
  'block w-full rounded-lg border border-stone-300 bg-white px-2.5 py-1.5 text-sm text-stone-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

function controlWidth(editor: Editor): string {
  if (editor.kind === 'textarea') return 'min-w-64';
  if (editor.kind === 'number') return 'min-w-28';
  if (editor.kind === 'select') return 'min-w-28';
  if (editor.kind === 'email') return 'min-w-56';
  return 'min-w-44';
}

function CellControl({
  editor,
  value,
  onChange,
  label,
  error,
  formId,
}: {
  editor: Editor;
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string;
  formId: string;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    form: formId,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    className: `${controlBase} ${controlWidth(editor)}`,
  };
  let control: ReactNode;
  if (editor.kind === 'select') {
    control = (
      <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
        {editor.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (editor.kind === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={3}
        value={value}
        required={editor.required}
        maxLength={editor.maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (editor.kind === 'number') {
    control = (
      <input
        {...common}
        type="number"
        inputMode="decimal"
        min={editor.min}
        step={editor.step ?? 'any'}
        value={value}
        required={editor.required}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={editor.kind}
        value={value}
        required={editor.required}
        maxLength={editor.maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div className="grid gap-1">
      {control}
      {error ? (
        <p id={errorId} className="max-w-64 text-xs font-medium whitespace-normal text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TableSkeleton({ columns }: { columns: number }) {
  const t = useT('admin');
  return (
    <div className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <LoadingStatus label={t('table.loading')} />
      <Skeleton className="h-8 w-full" />
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity
        <div key={i} className="grid gap-3" style={{ gridTemplateColumns: `repeat(${Math.min(columns, 6)}, minmax(0, 1fr))` }}>
          {Array.from({ length: Math.min(columns, 6) }, (_, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeleton cells have no identity
            <Skeleton key={j} className="h-6" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The search box of an admin table: submits ?q= (and goes back to page 1). */
export function TableSearch({
  label,
  hint,
  value,
  onSearch,
}: {
  label: string;
  hint: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const t = useT('admin');
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL is the truth: Back/Forward or a link replaces the box's text.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search aria-label={label}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 max-w-xl flex-1 basis-56 gap-1">
          <label htmlFor={id} className="text-sm font-semibold text-stone-800">
            {label}
          </label>
          <input
            id={id}
            type="search"
            value={text}
            maxLength={LIMITS.searchQueryMax}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setText(e.target.value)}
            className="block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30"
          />
          <p id={`${id}-hint`} className="text-xs text-stone-600">
            {hint}
          </p>
        </div>
        <div className="flex gap-2 pb-5">
          <Button type="submit">{t('table.search')}</Button>
          {value ? (
            <Button variant="secondary" onClick={() => onSearch('')}>
              {t('table.clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}

/** The URL of an editable table: ?page= and the search ?q=. */
export function useTableParams() {
  const [searchParams] = useSearchParams();
  return { page: readPage(searchParams), q: searchParams.get('q')?.trim() ?? '' };
}

interface Mutation<Vars, Result> {
  mutate: (vars: Vars, options: { onSuccess: (result: Result) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

export interface EditableTableProps<Row extends { id: number }> {
  config: EditableTableConfig<Row>;
  /** The page of rows for useTableParams()'s page and q. */
  query: PagedQuery<Row>;
  pageSize: number;
  update: Mutation<{ id: number; body: never }, Row>;
  remove: Mutation<number, unknown>;
}

/**
 * One editable table, driven by the URL (?q=&page=): search box, a horizontally scrollable table, inline edit of
 * one row at a time (Save / Cancel, Enter saves, Escape cancels), checked by the contract's schema, delete behind a
 * confirmation, server messages on failure, and pagination.
 */
export function EditableTable<Row extends { id: number }>({ config, query, pageSize, update, remove }: EditableTableProps<Row>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, q } = useTableParams();
  const t = useT('admin');
  const tc = useT('common');
  // The last page stays on screen (dimmed) while the next page or search loads.
  const kept = useKeptData(query.data);

  const formId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const [editing, setEditing] = useState<{ id: number; draft: Draft; original: Draft } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const deleting = useDeleting<Row>();
  const focusAfter = useRef<{ id: number; target: 'first-control' | 'invalid' | 'edit' } | null>(null);

  // Focus follows the edit: into the row's first control on Edit, back to its Edit button after.
  useEffect(() => {
    const want = focusAfter.current;
    if (!want) return;
    focusAfter.current = null;
    const row = tableRef.current?.querySelector<HTMLTableRowElement>(`tr[data-row-id="${want.id}"]`);
    const target =
      want.target === 'edit'
        ? row?.querySelector<HTMLElement>('[data-action="edit"]')
        : want.target === 'invalid'
          ? (row?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? row?.querySelector<HTMLElement>('input, select, textarea'))
          : row?.querySelector<HTMLElement>('input, select, textarea');
    target?.focus();
  });

  const onSearch = (value: string) => {
    setEditing(null);
    setSearchParams(nextParams(searchParams, { q: value }));
  };

  const startEdit = (row: Row) => {
    const draft = draftOf(config.columns, row);
    setEditing({ id: row.id, draft, original: draft });
    setFieldErrors({});
    setNotice(null);
    focusAfter.current = { id: row.id, target: 'first-control' };
  };

  const cancelEdit = () => {
    if (editing) focusAfter.current = { id: editing.id, target: 'edit' };
    setEditing(null);
    setFieldErrors({});
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!editing || update.isPending) return;
    const changed: Draft = {};
    for (const [key, value] of Object.entries(editing.draft)) if (value !== editing.original[key]) changed[key] = value;
    if (Object.keys(changed).length === 0) {
      cancelEdit();
      return;
    }
    const errors: Record<string, string> = {};
    for (const column of config.columns) {
      const editor = column.edit;
      if (editor && editor.kind !== 'select' && editor.required && (editing.draft[column.key] ?? '').trim() === '') {
        errors[column.key] = t('table.required', { field: column.header });
      }
    }
    const body = bodyOf(config.columns, changed);
    for (const [key, message] of Object.entries(rowErrors(config.schema, body))) errors[key] ??= message;
    if (Object.keys(errors).length > 0) {
      setFieldErrors(errors);
      setNotice({ tone: 'error', text: t('table.checkFields') });
      focusAfter.current = { id: editing.id, target: 'invalid' };
      return;
    }
    const id = editing.id;
    update.mutate(
      { id, body: body as never },
      {
        onSuccess: (row) => {
          focusAfter.current = { id, target: 'edit' };
          setEditing(null);
          setFieldErrors({});
          setNotice({ tone: 'success', text: t('table.saved', { name: config.rowName(row) }) });
        },
        onError: (error) => {
          setFieldErrors(serverFieldErrors(error));
          setNotice({ tone: 'error', text: errorMessage(error, config.updateFailed) });
          // The Save button was disabled while saving, which dropped focus: put it back in the row.
          focusAfter.current = { id, target: 'invalid' };
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting.row) return;
    const name = config.rowName(deleting.row);
    remove.mutate(deleting.row.id, {
      onSuccess: () => {
        deleting.close();
        setNotice({ tone: 'success', text: t('table.deleted', { name }) });
      },
      onError: (error) => deleting.fail(errorMessage(error, config.deleteFailed)),
    });
  };

  const header = (
    <TableSearch label={t('table.searchLabel', { plural: config.plural })} hint={config.searchHint} value={q} onSearch={onSearch} />
  );

  if (query.isError) {
    return (
      <div className="space-y-4">
        {header}
        <ErrorState error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  if (!kept.data) {
    return (
      <div className="space-y-4">
        {header}
        <TableSkeleton columns={config.columns.length + 1} />
      </div>
    );
  }

  const { items, total } = kept.data;
  const stale = kept.stale;

  return (
    <div className="space-y-4">
      {header}
      <div aria-live="polite" className="space-y-3">
        {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
        <p className="text-sm text-stone-600">
          {q ? t('table.resultsFor', { q }) : ''}
          {resultLine(tc, page, pageSize, items.length, total, config.plural)}
        </p>
      </div>
      {items.length === 0 ? (
        <EmptyState title={q ? t('table.noMatch', { plural: config.plural, q }) : config.empty}>
          {q ? (
            <Button variant="secondary" onClick={() => onSearch('')}>
              {t('table.showAll', { plural: config.plural })}
            </Button>
          ) : page > 1 ? (
            <Button variant="secondary" onClick={() => setSearchParams(nextParams(searchParams, { page: 1 }))}>
              {tc('list.firstPage')}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <form id={formId} noValidate onSubmit={save} aria-label={t('table.editForm', { noun: config.noun })} className="hidden" />
          <section
            aria-label={t('table.region', { plural: capitalised(config.plural) })}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
            tabIndex={0}
            aria-busy={stale || undefined}
            className={`overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-stone-200/70 transition-opacity ${stale ? 'opacity-60' : ''}`}
          >
            <table ref={tableRef} className="min-w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t('table.caption', { plural: capitalised(config.plural), page })}</caption>
              <thead className="bg-stone-100 text-xs font-semibold tracking-wide text-stone-700 uppercase">
                <tr>
                  {config.columns.map((column) => (
                    <th key={column.key} scope="col" className={`${cellBase} whitespace-nowrap`}>
                      {column.header}
                    </th>
                  ))}
                  <th scope="col" className={`${cellBase} ${stickyEnd} bg-stone-100 whitespace-nowrap`}>
                    {t('table.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {items.map((row) => {
                  const isEditing = editing?.id === row.id;
                  const name = config.rowName(row);
                  return (
                    <tr
                      key={row.id}
                      data-row-id={row.id}
                      className={`group ${isEditing ? 'bg-brand-50' : 'hover:bg-stone-50'}`}
                      onKeyDown={
                        isEditing
                          ? (event) => {
                              if (event.key === 'Escape') cancelEdit();
                            }
                          : undefined
                      }
                    >
                      {config.columns.map((column) => (
                        <td key={column.key} className={`${cellBase} ${column.className ?? ''}`}>
                          {isEditing && column.edit && editing ? (
                            <CellControl
                              editor={column.edit}
                              formId={formId}
                              label={t('table.cellLabel', { field: column.header, name })}
                              value={editing.draft[column.key] ?? ''}
                              error={fieldErrors[column.key]}
                              onChange={(value) =>
                                setEditing((current) =>
                                  current ? { ...current, draft: { ...current.draft, [column.key]: value } } : current,
                                )
                              }
                            />
                          ) : (
                            column.cell(row)
                          )}
                        </td>
                      ))}
                      <td
                        className={`${cellBase} ${stickyEnd} whitespace-nowrap ${isEditing ? 'bg-brand-50' : 'bg-white group-hover:bg-stone-50'}`}
                      >
                        <div className="flex gap-2">
                          {isEditing ? (
                            <>
                              {/* Keys: the click on Edit must not land on a Save button React reuses in its place (it would submit). */}
                              <Button key="save" type="submit" form={formId} size="sm" disabled={update.isPending}>
                                {update.isPending ? t('table.saving') : t('table.save')}
                              </Button>
                              <Button key="cancel" variant="secondary" size="sm" onClick={cancelEdit} disabled={update.isPending}>
                                {t('table.cancel')}
                              </Button>
                            </>
                          ) : (
                            <>
                              <Button
                                key="edit"
                                variant="secondary"
                                size="sm"
                                data-action="edit"
                                aria-label={t('table.editRow', { name })}
                                disabled={editing !== null}
                                onClick={() => startEdit(row)}
                              >
                                {t('table.edit')}
                              </Button>
                              <Button
                                key="delete"
                                variant="ghost"
                                size="sm"
                                aria-label={t('table.deleteRow', { name })}
                                className="text-red-700 hover:bg-red-50"
                                disabled={editing !== null}
                                onClick={() => deleting.ask(row)}
                              >
                                {t('table.delete')}
                              </Button>
                            </>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </>
      )}
      <Pagination page={page} total={total} pageSize={pageSize} label={t('table.pages', { plural: config.plural })} />
      <DeleteDialog {...deleting.dialog} title={config.deleteConfirm} busy={remove.isPending} onConfirm={confirmDelete}>
        {deleting.row ? (
          <p>
            {t('table.removedForGood', { name: config.rowName(deleting.row) })}
            {config.deleteNote ? ` ${config.deleteNote}` : ''}
          </p>
        ) : null}
      </DeleteDialog>
    </div>
  );
}
