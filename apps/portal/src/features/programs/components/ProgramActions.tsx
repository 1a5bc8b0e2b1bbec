import type { ApiResult } from '@oxilio/domain/client';
import type { Program } from '@oxilio/domain/contract';
import { Button, ConfirmDialog, Link, useToast } from '@oxilio/ui';
import { Copy, FolderPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { defineMessages } from '../../../i18n/defineMessages';
import { problemMessage, problemMessages } from '../../../app/problems';
import { useProgramMutations } from '../api/mutations';

const messages = defineMessages({
  modify: { id: 'rehabilitator.programs.modify', defaultMessage: 'Modifier' },
  modifyNamed: {
    id: 'rehabilitator.programs.modifyNamed',
    defaultMessage: 'Modifier « {name} »',
  },
  copy: { id: 'rehabilitator.programs.copy', defaultMessage: 'Copier et modifier' },
  copyNamed: {
    id: 'rehabilitator.programs.copyNamed',
    defaultMessage: 'Copier et modifier « {name} »',
  },
  addToMine: { id: 'rehabilitator.programs.addToMine', defaultMessage: 'Ajouter à mes programmes' },
  addToMineNamed: {
    id: 'rehabilitator.programs.addToMineNamed',
    defaultMessage: 'Ajouter à mes programmes : « {name} »',
  },
  added: {
    id: 'rehabilitator.programs.added',
    defaultMessage: '« {name} » est dans vos programmes.',
  },
  delete: { id: 'rehabilitator.programs.delete', defaultMessage: 'Supprimer' },
  deleteNamed: {
    id: 'rehabilitator.programs.deleteNamed',
    defaultMessage: 'Supprimer « {name} »',
  },
  deleteTitle: {
    id: 'rehabilitator.programs.deleteTitle',
    defaultMessage: 'Supprimer « {name} » ?',
  },
  deleteBody: {
    id: 'rehabilitator.programs.deleteBody',
    defaultMessage:
      'Le programme disparaît de vos programmes. Les patients qui le suivent déjà le gardent jusqu’à ce que vous leur en attribuiez un autre.',
  },
  deleteConfirm: {
    id: 'rehabilitator.programs.deleteConfirm',
    defaultMessage: 'Supprimer le programme',
  },
  keep: { id: 'rehabilitator.programs.keep', defaultMessage: 'Garder' },
  deleted: {
    id: 'rehabilitator.programs.deleted',
    defaultMessage: '« {name} » a été supprimé.',
  },
  failed: {
    id: 'rehabilitator.programs.failed',
    defaultMessage: 'L’opération n’a pas abouti.',
  },
});

export interface ProgramActionsProps {
  program: Program;
  rehabilitatorId: string;
  /** Where the builder opens a program: `nouveau-programme/:id`. */
  editPath: (programId: string) => string;
}

/**
 * What a rehabilitator can do with a program: their own is modified, copied or deleted (after a
 * confirmation); a product program is added to theirs or copied to be modified.
 */
export function ProgramActions({ program, rehabilitatorId, editPath }: ProgramActionsProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const mutations = useProgramMutations(rehabilitatorId);
  const [busy, setBusy] = useState<'copy' | 'add' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = program.name;
  const own = program.reeducatorId === rehabilitatorId;

  const run = async <T,>(
    kind: 'copy' | 'add' | 'delete',
    call: () => Promise<ApiResult<T>>,
    done: (data: T) => void,
  ) => {
    setBusy(kind);
    const fail = (message: MessageDescriptor) =>
      toast.show({
        tone: 'danger',
        title: intl.formatMessage(messages.failed),
        description: intl.formatMessage(message),
      });
    try {
      const result = await call();
      if (result.ok) {
        done(result.data);
      } else {
        fail(problemMessage(result.problem));
      }
    } catch {
      fail(problemMessages.network);
    } finally {
      setBusy(null);
    }
  };

  const copy = () =>
    void run(
      'copy',
      () => mutations.copy(program.id),
      (copied) => navigate(editPath(copied.id)),
    );

  return (
    <>
      {own ? (
        <Link
          as={RouterLink}
          to={editPath(program.id)}
          standalone
          aria-label={intl.formatMessage(messages.modifyNamed, { name })}
        >
          {intl.formatMessage(messages.modify)}
        </Link>
      ) : (
        <Button
          variant="secondary"
          icon={FolderPlus}
          loading={busy === 'add'}
          aria-label={intl.formatMessage(messages.addToMineNamed, { name })}
          onClick={() =>
            void run(
              'add',
              () => mutations.addToMine(program.id),
              () =>
                toast.show({
                  tone: 'success',
                  title: intl.formatMessage(messages.added, { name }),
                }),
            )
          }
        >
          {intl.formatMessage(messages.addToMine)}
        </Button>
      )}
      <Button
        variant="secondary"
        icon={Copy}
        loading={busy === 'copy'}
        aria-label={intl.formatMessage(messages.copyNamed, { name })}
        onClick={copy}
      >
        {intl.formatMessage(messages.copy)}
      </Button>
      {own ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button
              variant="ghost"
              icon={Trash2}
              aria-label={intl.formatMessage(messages.deleteNamed, { name })}
            >
              {intl.formatMessage(messages.delete)}
            </Button>
          }
          tone="destructive"
          title={intl.formatMessage(messages.deleteTitle, { name })}
          description={intl.formatMessage(messages.deleteBody)}
          confirmLabel={intl.formatMessage(messages.deleteConfirm)}
          cancelLabel={intl.formatMessage(messages.keep)}
          loading={busy === 'delete'}
          onConfirm={() =>
            run(
              'delete',
              () => mutations.remove(program.id),
              () => {
                setConfirming(false);
                toast.show({
                  tone: 'success',
                  title: intl.formatMessage(messages.deleted, { name }),
                });
              },
            )
          }
        />
      ) : null}
    </>
  );
}
