import BrushIcon from 'lucide-react/icons/brush';
import ImageIcon from 'lucide-react/icons/image';
import { Button, EmptyState, Modal, Select, Skeleton, useT } from '@atelier/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import type { DrawGalleryViewModel } from '../../hooks/useDrawGallery';
import { drawNamespace } from '../../i18n/drawNamespace';
import { Alert } from '../DrawStudio/DrawStudio.styles';
import { DownloadLink, GalleryRoot, GalleryRow, Preview, Scroller, Thumb, Toolbar } from './DrawGallery.styles';

const columnsFor = (width: number) => Math.max(2, Math.min(6, Math.floor(width / 180)));

/** A virtualized grid of the user's works (2–6 columns by width), preview, download and delete. */
export function DrawGalleryView(vm: DrawGalleryViewModel) {
  const t = useT(drawNamespace);
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(720);
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 720));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const columns = columnsFor(width);
  const rows = Math.ceil(vm.items.length / columns);
  const rowHeight = Math.floor(width / columns) + 8;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtual = useVirtualizer({ count: rows, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 3, initialRect: { width: 720, height: 720 } });

  return (
    <GalleryRoot className={vm.className} aria-label={t('gallery.label')} data-part="draw-gallery">
      <Toolbar>
        <strong>{t('gallery.count' as 'gallery.count_other', { count: vm.total })}</strong>
        {vm.kinds.length > 1 && (
          <Select
            label={t('gallery.filter')}
            value={vm.filter}
            onValueChange={(v) => vm.setFilter(v as typeof vm.filter)}
            options={[{ value: 'all', label: t('gallery.all') }, ...vm.kinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]}
          />
        )}
      </Toolbar>
      {vm.storageFailed && <Alert role="alert">{t('errors.STORAGE_FAILED')}</Alert>}
      {!vm.loaded ? (
        // Tiles in the grid's shape while the works are read; screen readers hear one "Loading…".
        <div aria-busy="true" data-part="gallery-skeleton" style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 8 }}>
          <span role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
            {t('studio.loading')}
          </span>
          {Array.from({ length: columns }, (_, i) => (
            <Skeleton key={i} variant="block" height={`${rowHeight - 8}px`} />
          ))}
        </div>
      ) : vm.items.length === 0 ? (
        <EmptyState
          title={t('gallery.empty')}
          description={t('gallery.emptyHint')}
          headingLevel={2}
          icon={<ImageIcon size={32} />}
          action={
            vm.onStartDrawing ? (
              <Button variant="primary" icon={<BrushIcon size={16} />} onClick={vm.onStartDrawing}>
                {t('gallery.startDrawing')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Scroller ref={scroller}>
          <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
            {virtual.getVirtualItems().map((row) => (
              <GalleryRow key={row.key} $columns={columns} style={{ top: row.start, height: rowHeight - 8 }}>
                {vm.items.slice(row.index * columns, row.index * columns + columns).map((item) => (
                  <li key={item.id}>
                    <Thumb type="button" aria-label={t('gallery.open', { label: item.label })} onClick={() => vm.setOpenId(item.id)}>
                      <img src={item.src} alt="" loading="lazy" />
                    </Thumb>
                  </li>
                ))}
              </GalleryRow>
            ))}
          </div>
        </Scroller>
      )}
      {vm.open && (
        <Modal
          open
          onOpenChange={({ open }) => (open ? undefined : vm.setOpenId(null))}
          title={vm.open.action ?? t(`kinds.${vm.open.kind}`)}
          footer={
            <>
              <DownloadLink href={vm.open.src} download={`atelier-${vm.open.id}.png`}>
                {t('gallery.download')}
              </DownloadLink>
              <Button variant="danger" onClick={() => void vm.remove(vm.open?.id ?? '')}>
                {t('gallery.delete')}
              </Button>
              <Button onClick={() => vm.setOpenId(null)}>{t('gallery.close')}</Button>
            </>
          }
        >
          <Preview>
            <img src={vm.open.src} alt={vm.open.label} />
            <figcaption>
              {vm.open.label} · {new Date(vm.open.createdAt).toLocaleString()}
            </figcaption>
          </Preview>
        </Modal>
      )}
    </GalleryRoot>
  );
}
