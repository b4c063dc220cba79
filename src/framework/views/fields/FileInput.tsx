// The input of a `file` field: a button that opens the file chooser, the chosen file checked at
// once with the gateway's own rules (type and size, src/domain/files.ts), then sent to a signed
// upload link with a progress bar; the form holds the file's reference until Save. Loaded with
// the forms, never by the first-load shell.
import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, FormHelperText, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CloseIcon from '@mui/icons-material/Close';
import { useInput, useTranslate, ValidationError, type Validator } from 'react-admin';
import { putFile } from '../../../../dataProvider/calls/upload';
import type { FieldDescriptor } from '../../../domain/declaration/fields';
import { acceptAttribute, checkFileMeta, formatFileSize, MAX_FILE_BYTES, typeList, type FileRef } from '../../../domain/files';
import { errorMessage, useCalls } from '../../calls';
import { usePanelFormat } from './usePanelFormat';

type FileField = Extract<FieldDescriptor, { kind: 'file' }>;

export interface FileInputProps {
  source: string;
  /** Translation key of the label. */
  label: string;
  field: FileField;
  validate?: Validator[];
}

const asList = (value: unknown): FileRef[] => (Array.isArray(value) ? (value as FileRef[]) : value ? [value as FileRef] : []);

export function FileInput({ source, label, field, validate = [] }: FileInputProps) {
  const translate = useTranslate();
  const { language } = usePanelFormat();
  const { files: fileCalls } = useCalls();
  const chooser = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The file on its way: saving now would save the field without it.
  const uploading = useRef<string | null>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const validators = useMemo<Validator[]>(
    () => [...validate, () => (uploading.current ? 'ra.message.loading' : undefined)],
    [validate],
  );
  const { field: input, fieldState, isRequired } = useInput({ source, validate: validators });
  const files = asList(input.value);
  const id = useId();
  const [labelId, hintId, problemId] = [`${id}-label`, `${id}-hint`, `${id}-problem`];
  // Words-free, so it costs the first load no text: "PDF, PNG · ≤ 10 MB".
  const hint = `${typeList(field.accept)} · ≤ ${formatFileSize(MAX_FILE_BYTES, language)}`;
  // react-admin's validators hand their message over in a format of their own (a prefixed key
  // with its arguments): its ValidationError reads and translates it.
  const formError = fieldState.invalid && fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : null;
  const shown = problem ?? formError;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file can be chosen again after a refusal
    if (chosen.length === 0) return;
    for (const file of chosen) {
      const check = checkFileMeta(file, field.accept, language);
      if (!check.ok) {
        setProblem(`${file.name}: ${translate(`app.framework.file.${check.reason}`, check.args)}`);
        return;
      }
    }
    setProblem(null);
    const stored: FileRef[] = [];
    try {
      for (const file of chosen) {
        uploading.current = file.name;
        setProgress({ name: file.name, fraction: 0 });
        const grant = await fileCalls.uploadUrl({ fileName: file.name, contentType: file.type, size: file.size });
        stored.push(await putFile(grant, file, { language, onProgress: (fraction) => setProgress({ name: file.name, fraction }) }));
      }
    } catch (error) {
      // The gateway's reason, already in the panel's language (or the client's for no answer).
      setProblem(translate(errorMessage(error), { _: errorMessage(error) }));
    } finally {
      uploading.current = null;
      setProgress(null);
    }
    if (stored.length === 0) return;
    input.onChange(field.multiple ? [...files, ...stored] : stored[0]);
    input.onBlur();
  }

  function remove(key: string) {
    const rest = files.filter((file) => file.key !== key);
    input.onChange(field.multiple ? rest : null);
    input.onBlur();
    // The removed file's button is gone: focus goes to the chooser's button, drawn on the next frame.
    requestAnimationFrame(() => button.current?.focus());
  }

  const canChoose = !progress && (field.multiple || files.length === 0);
  return (
    <Box role="group" aria-labelledby={labelId} className={`ra-input ra-input-${source}`} sx={{ mb: 2, mt: 1 }}>
      <Typography id={labelId} variant="body2" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {translate(label)}
        {isRequired && <span aria-hidden> *</span>}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {files.map((file) => (
          <Stack component="li" key={file.key} direction="row" alignItems="center" spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file.name} <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>({formatFileSize(file.size, language)})</Box>
            </Typography>
            <IconButton size="small" onClick={() => remove(file.key)} aria-label={`${translate('ra.action.remove')}: ${file.name}`}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {progress && (
        <Box sx={{ my: 1 }}>
          <Typography variant="body2" id={`${id}-progress`}>
            {progress.name}
          </Typography>
          <LinearProgress variant="determinate" value={Math.round(progress.fraction * 100)} aria-labelledby={`${id}-progress`} />
        </Box>
      )}
      {canChoose && (
        <Button
          ref={button}
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          onClick={() => chooser.current?.click()}
          aria-describedby={shown ? `${hintId} ${problemId}` : hintId}
          aria-labelledby={`${labelId} ${id}-choose`}
          sx={{ mt: 0.5 }}
        >
          <span id={`${id}-choose`}>{translate('ra.action.add')}</span>
        </Button>
      )}
      <input
        ref={chooser}
        type="file"
        hidden
        tabIndex={-1}
        accept={acceptAttribute(field.accept)}
        multiple={field.multiple}
        onChange={(event) => void choose(event)}
        data-testid={`file-input-${source}`}
      />
      <FormHelperText id={hintId}>{hint}</FormHelperText>
      <FormHelperText id={problemId} error role="alert">
        {shown ?? ''}
      </FormHelperText>
    </Box>
  );
}
