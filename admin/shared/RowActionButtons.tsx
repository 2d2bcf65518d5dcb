// Compact row actions for staff tables: icon buttons named for screen readers and shown by a tooltip, so a table's
// every column fits a 1366 px screen beside them.
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, type IconButtonProps, Tooltip } from '@mui/material';
import { type ElementType, type ReactNode, useState } from 'react';
import { Confirm, useDeleteController, useRecordContext } from 'react-admin';

type RowIconButtonProps<C extends ElementType> = IconButtonProps<C, { component?: C }> & {
  label: string;
  children: ReactNode;
};

/** An icon button whose label is its accessible name and its tooltip. */
export function RowIconButton<C extends ElementType = 'button'>({ label, children, ...rest }: RowIconButtonProps<C>) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} {...rest}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** Delete behind the usual confirmation (Cancel / Delete), as an icon button. */
export function DeleteRowButton({ confirmTitle, confirmContent }: { confirmTitle: string; confirmContent: string }) {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController({
    record,
    redirect: false,
    mutationMode: 'pessimistic',
    mutationOptions: { onSettled: () => setOpen(false) },
  });
  if (!record) return null;
  return (
    <>
      <RowIconButton label="Delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon fontSize="small" />
      </RowIconButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={confirmTitle}
        content={confirmContent}
        confirmColor="warning"
        onConfirm={handleDelete}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
