import { useT } from '@atelier/core';
import { DrawGallery } from '@atelier/draw';
import { demoNamespace } from '../demoNamespace';
import { WidgetPage } from './WidgetPage';

export default function GalleryPage() {
  const t = useT(demoNamespace);
  return (
    <WidgetPage title={t('title.gallery')}>
      <div style={{ height: 'calc(100vh - 200px)', minHeight: 420 }}>
        <DrawGallery />
      </div>
    </WidgetPage>
  );
}
