import CloseIcon from '@mui/icons-material/Close';
import { Button, useFormIsDirty, useTranslate } from 'react-admin';

/**
 * The edit form's Cancel: back to the detail in place (same URL, so the router's guard does not
 * see it), asking OK/Cancel first when there are unsaved changes.
 */
export function CancelEditButton({ onCancel }: { onCancel: () => void }) {
  const translate = useTranslate();
  const dirty = useFormIsDirty();
  return (
    <Button
      label="ra.action.cancel"
      onClick={() => {
        if (!dirty || window.confirm(translate('ra.message.unsaved_changes'))) onCancel();
      }}
    >
      <CloseIcon />
    </Button>
  );
}
