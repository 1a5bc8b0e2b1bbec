import type { Program } from '@oxilio/domain/contract';
import { Button, ConfirmDialog, Link, useToast } from '@oxilio/ui';
import { Copy, FolderCheck, FolderPlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { defineMessages } from '../../../i18n/defineMessages';
import { useWrite, type Notice } from '../../../app/useWrite';
import { useProgramMutations } from '../api/mutations';
import { programLimits } from '../draft';
import { copyName } from '../model/copyName';
import * as styles from './programs.css';

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
  addedToMine: {
    id: 'rehabilitator.programs.addedToMine',
    defaultMessage: 'Ajouté à mes programmes',
  },
  addedToMineNamed: {
    id: 'rehabilitator.programs.addedToMineNamed',
    defaultMessage: 'Ajouté à mes programmes : ouvrir « {name} »',
  },
  copyOf: {
    id: 'rehabilitator.programs.copyOf',
    defaultMessage: 'Copie de {name}',
    description: 'The name a copy of a program opens with; {name} is the original’s name',
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
  /**
   * The rehabilitator's own programs, as the API lists them: a copy's name is numbered against
   * theirs, and a product program already in them shows "Ajouté à mes programmes".
   */
  ownPrograms?: readonly Program[];
}

/**
 * What a rehabilitator can do with a program: their own is modified, copied or deleted (after a
 * confirmation); a product program is added to theirs (then links to it) or copied to be
 * modified. A copy opens named "Copie de …" in the user's language.
 */
export function ProgramActions({
  program,
  rehabilitatorId,
  editPath,
  ownPrograms = [],
}: ProgramActionsProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const mutations = useProgramMutations(rehabilitatorId);
  const [confirming, setConfirming] = useState(false);
  const name = program.name;
  const own = program.reeducatorId === rehabilitatorId;
  const mine = ownPrograms.filter((item) => item.reeducatorId === rehabilitatorId);
  // The API's "add to mine" answers with this copy when there is one: the program is already there.
  const inMine = own ? undefined : mine.find((item) => item.copiedFromProgramId === program.id);
  // Each action's outcome is a toast: its success, or why it failed.
  const toastOf = (notice: Notice) =>
    toast.show(
      notice.tone === 'success'
        ? { tone: 'success', title: notice.text }
        : { tone: 'danger', title: intl.formatMessage(messages.failed), description: notice.text },
    );
  const copying = useWrite({
    call: () =>
      mutations.copy(
        program.id,
        copyName({
          name,
          copyOf: (original) => intl.formatMessage(messages.copyOf, { name: original }),
          taken: mine.map((item) => item.name),
          maxLength: programLimits.nameLength,
        }),
      ),
    onNotice: toastOf,
  });
  const adding = useWrite({
    call: () => mutations.addToMine(program.id),
    success: () => ({ message: messages.added, values: { name } }),
    onNotice: toastOf,
  });
  // The pressed button gives way to the link "Ajouté à mes programmes": the focus goes to it
  // rather than falling to the page's top. Without scrolling: the toast keeps it in sight.
  const addedRef = useRef<HTMLAnchorElement>(null);
  const [focusAdded, setFocusAdded] = useState(false);
  useEffect(() => {
    if (focusAdded && inMine && addedRef.current) {
      addedRef.current.focus({ preventScroll: true });
      setFocusAdded(false);
    }
  }, [focusAdded, inMine]);
  const add = async () => {
    const added = await adding.trigger();
    if (added?.ok) {
      setFocusAdded(true);
    }
  };
  const removing = useWrite({
    call: () => mutations.remove(program.id),
    success: () => ({ message: messages.deleted, values: { name } }),
    onNotice: toastOf,
  });

  const copy = async () => {
    const copied = await copying.trigger();
    if (copied?.ok) {
      navigate(editPath(copied.data.id));
    }
  };

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
      ) : inMine ? (
        // Its new state, from the API's list: a link to the program in "my programs".
        <Link
          ref={addedRef}
          as={RouterLink}
          to={editPath(inMine.id)}
          standalone
          aria-label={intl.formatMessage(messages.addedToMineNamed, { name: inMine.name })}
        >
          <span className={styles.added}>
            <FolderCheck aria-hidden="true" focusable="false" size={20} />
            {intl.formatMessage(messages.addedToMine)}
          </span>
        </Link>
      ) : (
        <Button
          variant="secondary"
          icon={FolderPlus}
          loading={adding.isMutating}
          aria-label={intl.formatMessage(messages.addToMineNamed, { name })}
          onClick={() => void add()}
        >
          {intl.formatMessage(messages.addToMine)}
        </Button>
      )}
      <Button
        variant="secondary"
        icon={Copy}
        loading={copying.isMutating}
        aria-label={intl.formatMessage(messages.copyNamed, { name })}
        onClick={() => void copy()}
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
          loading={removing.isMutating}
          onConfirm={async () => {
            const removed = await removing.trigger();
            if (removed?.ok) {
              setConfirming(false);
            }
          }}
        />
      ) : null}
    </>
  );
}
