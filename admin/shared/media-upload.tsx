// Image upload for the staff forms: an address input with an Upload button (content screens, blog cover)
// and the upload itself (the blog editor's image button).
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Alert, Box, Button, CircularProgress, TextField } from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { InputHelperText, useDataProvider, useInput } from 'react-admin';
import type { StaffDataProvider } from '../dataProvider';

/** Uploads one image through POST /api/admin/media and returns its address. */
export function useMediaUpload() {
  const dataProvider = useDataProvider<StaffDataProvider>();
  return (file: File) => dataProvider.uploadMedia(file).then((media) => media.url);
}

export const IMAGE_TYPES = 'image/png,image/gif,image/jpeg,image/webp,image/bmp,image/x-icon';

/** An image address: typed as a URL, or filled in by uploading a file; shows a preview. */
export function ImageUrlInput({ source, label, isRequired }: { source: string; label: string; isRequired?: boolean }) {
  const { field, fieldState, id } = useInput({ source, isRequired });
  const value = field.value;
  const upload = useMediaUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      field.onChange(await upload(file));
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : 'Upload failed');
    } finally {
      setUploading(false);
    }
  }

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          {...field}
          value={field.value ?? ''}
          id={id}
          label={label}
          required={isRequired}
          fullWidth
          size="small"
          margin="dense"
          error={fieldState.invalid}
          helperText={<InputHelperText error={fieldState.error?.message} helperText="Paste a link or upload a file" />}
        />
        <Button
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <CloudUploadIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          sx={{ mt: 1, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          hidden
          onChange={chooseFile}
          aria-label={`Upload ${label}`}
          data-testid={`upload-${source}`}
        />
      </Box>
      {uploadError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {uploadError}
        </Alert>
      )}
      {typeof value === 'string' && value && (
        <Box
          component="img"
          src={value}
          alt=""
          sx={{ maxWidth: 200, maxHeight: 120, borderRadius: 1, mb: 2, objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
