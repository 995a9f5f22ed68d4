import { useT } from '@atelier/core';
import { DrawGallery } from '@atelier/draw';
import { useNavigate } from 'react-router';
import { demoNamespace } from '../demoNamespace';
import { WidgetPage } from './WidgetPage';

export default function GalleryPage() {
  const t = useT(demoNamespace);
  const navigate = useNavigate();
  return (
    <WidgetPage title={t('title.gallery')}>
      <div style={{ height: 'calc(100vh - 200px)', minHeight: 420 }}>
        <DrawGallery onStartDrawing={() => void navigate('/draw')} />
      </div>
    </WidgetPage>
  );
}
