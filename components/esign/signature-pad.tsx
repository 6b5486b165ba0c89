'use client';

import { useCallback, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/**
 * The drawing surface is a fixed 800×260 bitmap scaled by CSS to the box's width: the PNG it exports is
 * the same size on a phone and a desktop (a few kilobytes of strokes on transparency, far under the
 * core's 200 KB cap), and pointer positions are mapped into it, so nothing depends on the pixel ratio.
 */
const WIDTH = 800;
const HEIGHT = 260;

type Props = {
  /** A PNG data URL after every stroke; null once cleared. */
  onChange: (pngDataUrl: string | null) => void;
  label: string;
  clearLabel: string;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * A signature pad on pointer events, so a finger, a stylus and a mouse draw the same way. `touch-action:
 * none` keeps the page from scrolling while a finger signs.
 */
export function SignaturePad({ onChange, label, clearLabel, invalid, describedBy }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ id: number; x: number; y: number } | null>(null);
  const inked = useRef(false);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.lineWidth = 3.5;
    context.strokeStyle = '#0f172a';
    context.fillStyle = '#0f172a';
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * WIDTH, y: ((event.clientY - box.top) / box.height) * HEIGHT };
  };

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const { x, y } = point(event);
    drawing.current = { id: event.pointerId, x, y };
    // A tap leaves a dot, as a pen would.
    const context = event.currentTarget.getContext('2d')!;
    context.beginPath();
    context.arc(x, y, context.lineWidth / 2, 0, Math.PI * 2);
    context.fill();
    inked.current = true;
  };

  const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const last = drawing.current;
    if (!last || last.id !== event.pointerId) return;
    const context = event.currentTarget.getContext('2d')!;
    // Coalesced events keep fast strokes smooth where the browser batches them.
    const events = typeof event.nativeEvent.getCoalescedEvents === 'function' ? event.nativeEvent.getCoalescedEvents() : [];
    const box = event.currentTarget.getBoundingClientRect();
    const points = (events.length ? events : [event.nativeEvent]).map((e) => ({
      x: ((e.clientX - box.left) / box.width) * WIDTH,
      y: ((e.clientY - box.top) / box.height) * HEIGHT,
    }));
    context.beginPath();
    context.moveTo(last.x, last.y);
    for (const p of points) context.lineTo(p.x, p.y);
    context.stroke();
    const end = points[points.length - 1]!;
    drawing.current = { id: last.id, x: end.x, y: end.y };
  };

  const finish = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current || drawing.current.id !== event.pointerId) return;
    drawing.current = null;
    if (inked.current) onChange(event.currentTarget.toDataURL('image/png'));
  };

  const clear = useCallback(() => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    inked.current = false;
    onChange(null);
  }, [onChange]);

  return (
    <div className="space-y-2">
      <div
        className={cn(
          // Paper: light in a dark browser too (the ink is drawn dark, app/globals.css).
          'theme-light relative overflow-hidden rounded-lg bg-white ring-1 ring-inset ring-slate-300',
          invalid && 'ring-2 ring-red-500',
        )}
      >
        <canvas
          ref={canvasRef}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-label={label}
          aria-describedby={describedBy}
          data-testid="signature-pad"
          className="block aspect-[800/260] w-full cursor-crosshair touch-none select-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={finish}
          onPointerCancel={finish}
        />
        {/* The line people sign on; not part of the exported image. */}
        <div aria-hidden className="pointer-events-none absolute inset-x-6 bottom-[22%] border-b border-dashed border-slate-300" />
        <span aria-hidden className="pointer-events-none absolute bottom-[calc(22%+4px)] left-6 text-lg text-slate-300">
          ×
        </span>
      </div>
      <Button variant="secondary" size="sm" onClick={clear} data-testid="signature-clear">
        {clearLabel}
      </Button>
    </div>
  );
}
