import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Box } from '@mui/material';
import DotIcon from '@mui/icons-material/FiberManualRecordOutlined';

/** An entry's lazily loaded icon, with a same-size placeholder while it loads. */
export function MenuIcon({ icon: Icon }: { icon?: LazyExoticComponent<ComponentType> | ComponentType }) {
  if (!Icon) return <DotIcon fontSize="small" />;
  return (
    <Suspense fallback={<Box component="span" sx={{ display: 'inline-block', width: 24, height: 24 }} />}>
      <Icon />
    </Suspense>
  );
}
