import { SYNONYM_TERMS_MAX, type SynonymGroup } from '@kiraya/contract';
import { type FormEvent, useId, useState } from 'react';
import { Announcement, ListEmptyState, PagedTable, useAnnouncement, useListParams } from '../../../components/data-views/paged-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessage, TextField } from '../../../components/ui/form';
import { CARD_ROW, Cell } from '../../../components/ui/responsive-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useT } from '../../../lib/i18n';
import { useAdminSynonyms, useDeleteSynonyms, useSaveSynonyms } from '../api/admin-synonyms';
import { ADMIN_SYNONYMS_PAGE_SIZE } from '../api/query-keys';

/** The screen's texts in the active language (the `admin` area's `syn.*` keys). */
function useTexts() {
  const t = useT('admin');
  return {
    addTitle: t('syn.addTitle'),
    terms: t('syn.terms'),
    termsHint: t('syn.termsHint', { max: SYNONYM_TERMS_MAX }),
    add: t('syn.add'),
    adding: t('syn.adding'),
    added: t('syn.added'),
    filter: t('syn.filter'),
    filterHint: t('syn.filterHint'),
    headings: [t('syn.terms'), t('syn.updated'), t('table.actions')] as const,
    edit: t('table.edit'),
    save: t('table.save'),
    saving: t('syn.saving'),
    cancel: t('table.cancel'),
    saved: t('syn.saved'),
    delete: t('table.delete'),
    deleted: t('syn.deleted'),
    confirmDelete: t('syn.confirmDelete'),
    confirmDeleteLabel: t('syn.confirmDeleteLabel'),
    deleteBody: (words: string) => t('syn.deleteBody', { words }),
    failed: t('syn.failed'),
    deleteFailed: t('syn.deleteFailed'),
    loading: t('syn.loading'),
    empty: t('syn.empty'),
    emptyFiltered: t('syn.emptyFiltered'),
    emptyPage: t('syn.emptyPage'),
    plural: t('syn.plural'),
    label: t('syn.label'),
    caption: (page: number) => t('syn.caption', { page }),
    pages: t('syn.pages'),
    editLabel: (words: string) => t('syn.editLabel', { words }),
    deleteLabel: (words: string) => t('syn.deleteLabel', { words }),
    termsOf: (words: string) => t('syn.termsOf', { words }),
  };
}

const splitTerms = (text: string) =>
  text
    .split(/[,،\n]/)
    .map((t) => t.trim())
    .filter(Boolean);

function GroupRow({
  group,
  busy,
  onSave,
  onDelete,
}: {
  group: SynonymGroup;
  busy: boolean;
  onSave: (words: string[]) => Promise<boolean>;
  onDelete: () => void;
}) {
  const TEXT = useTexts();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(group.words.join(', '));
  const id = useId();
  const joined = group.words.join(', ');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await onSave(splitTerms(text))) setEditing(false);
  }

  return (
    <tr className={`${CARD_ROW} align-top`} data-testid={`synonym-row-${group.id}`}>
      <Cell label={TEXT.headings[0]} className="max-md:col-span-2 md:min-w-80">
        {editing ? (
          <form onSubmit={submit} className="flex flex-wrap items-start gap-2">
            <label htmlFor={id} className="sr-only">
              {TEXT.termsOf(joined)}
            </label>
            <input
              id={id}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2 text-sm"
              // biome-ignore lint/a11y/noAutofocus: the admin just asked to edit this group
              autoFocus
            />
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? TEXT.saving : TEXT.save}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setText(joined);
                setEditing(false);
              }}
            >
              {TEXT.cancel}
            </Button>
          </form>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label={TEXT.termsOf(joined)}>
            {group.words.map((w) => (
              <li key={w} className="rounded-full bg-stone-100 px-2.5 py-1 text-sm text-stone-900">
                {w}
              </li>
            ))}
          </ul>
        )}
      </Cell>
      <Cell label={TEXT.headings[1]} className="whitespace-nowrap">
        <time dateTime={group.updated_at}>{formatDate(group.updated_at)}</time>
      </Cell>
      <Cell label={TEXT.headings[2]}>
        <div className="flex flex-wrap gap-2">
          {editing ? null : (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={TEXT.editLabel(joined)}>
              {TEXT.edit}
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={onDelete} disabled={busy} aria-label={TEXT.deleteLabel(joined)}>
            {TEXT.delete}
          </Button>
        </div>
      </Cell>
    </tr>
  );
}

/** Search synonyms (docs/search.md): add a group, find, edit and delete groups (delete asks first). */
export function AdminSynonyms() {
  const { page, searchParams, setParams } = useListParams();
  const TEXT = useTexts();
  const q = searchParams.get('q')?.trim() ?? '';
  const query = useAdminSynonyms(page, ADMIN_SYNONYMS_PAGE_SIZE, q);
  const save = useSaveSynonyms();
  const remove = useDeleteSynonyms();
  const { note, announce, ref, pending: deleting, ask, settle } = useAnnouncement<SynonymGroup>();
  const [newTerms, setNewTerms] = useState('');
  const [addError, setAddError] = useState<string | null>(null);

  async function saveGroup(id: number | null, words: string[]): Promise<boolean> {
    try {
      await save.mutateAsync({ id, words });
      announce({ tone: 'success', text: id === null ? TEXT.added : TEXT.saved });
      return true;
    } catch (error) {
      if (id === null) setAddError(errorMessage(error, TEXT.failed));
      else announce({ tone: 'error', text: errorMessage(error, TEXT.failed) });
      return false;
    }
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAddError(null);
    if (await saveGroup(null, splitTerms(newTerms))) setNewTerms('');
  }

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => announce({ tone: 'success', text: TEXT.deleted }),
      onError: (error) => announce({ tone: 'error', text: errorMessage(error, TEXT.deleteFailed) }),
      onSettled: settle,
    });
  };
  const busyId = save.isPending ? save.variables?.id : remove.isPending ? remove.variables : undefined;

  return (
    <div className="space-y-6">
      <form onSubmit={add} className="space-y-3 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70" noValidate>
        <h2 className="text-lg font-semibold text-stone-950">{TEXT.addTitle}</h2>
        <TextField
          label={TEXT.terms}
          hint={TEXT.termsHint}
          value={newTerms}
          onChange={(e) => setNewTerms(e.target.value)}
          error={addError ?? undefined}
          required
        />
        <Button type="submit" disabled={save.isPending && save.variables?.id === null}>
          {save.isPending && save.variables?.id === null ? TEXT.adding : TEXT.add}
        </Button>
      </form>

      <div className="max-w-sm">
        <TextField
          label={TEXT.filter}
          hint={TEXT.filterHint}
          type="search"
          defaultValue={q}
          onChange={(e) => setParams({ q: e.target.value.trim() || undefined, page: undefined })}
        />
      </div>

      <Announcement note={note} noteRef={ref} live />
      <PagedTable
        query={query}
        page={page}
        pageSize={ADMIN_SYNONYMS_PAGE_SIZE}
        loadingLabel={TEXT.loading}
        empty={<ListEmptyState page={page} title={page > 1 ? TEXT.emptyPage : q ? TEXT.emptyFiltered : TEXT.empty} />}
        plural={() => TEXT.plural}
        label={TEXT.label}
        caption={TEXT.caption(page)}
        headings={TEXT.headings}
        row={(group) => (
          <GroupRow
            key={`${group.id}-${group.updated_at}`}
            group={group}
            busy={busyId === group.id}
            onSave={(words) => saveGroup(group.id, words)}
            onDelete={() => ask(group)}
          />
        )}
        pagesLabel={TEXT.pages}
      />
      {addError === null && save.isError && save.variables?.id === null ? <FormMessage tone="error">{TEXT.failed}</FormMessage> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={TEXT.confirmDelete}
        confirmLabel={TEXT.confirmDeleteLabel}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={settle}
      >
        <p>{TEXT.deleteBody(deleting?.words.join(', ') ?? '')}</p>
      </ConfirmDialog>
    </div>
  );
}
