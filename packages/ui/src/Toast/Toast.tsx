import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';

export type ToastTone = (typeof styles.toastTones)[number];

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  /** `info` by default. */
  tone?: ToastTone;
  /** How long it stays; the provider's default for the tone when left out. */
  durationMs?: number;
  /** One optional action, e.g. 'Undo' or 'Retry'. */
  action?: { label: string; onClick: () => void };
}

interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The defaults when a call names no duration: success 3 s, info 4 s, warning and error 5 s. */
export const defaultToastDurations: Record<ToastTone, number> = {
  success: 3000,
  info: 4000,
  warning: 5000,
  error: 5000,
};

const icons: Record<ToastTone, ReactNode> = {
  success: <CircleCheck />,
  error: <CircleAlert />,
  warning: <TriangleAlert />,
  info: <Info />,
};

export interface ToastProviderProps {
  children: ReactNode;
  /** Overrides of the per-tone default durations. */
  durations?: Partial<Record<ToastTone, number>>;
  /** Names the notifications region for screen readers. */
  label?: string;
  dismissLabel?: string;
}

/** Holds the toasts of the app: wrap the app once, then `useToast()` anywhere below. */
export function ToastProvider({
  children,
  durations,
  label = 'Notifications',
  dismissLabel = 'Dismiss',
}: ToastProviderProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);
  const resolved = useMemo(() => ({ ...defaultToastDurations, ...durations }), [durations]);

  const dismiss = useCallback((id: string) => {
    setItems((current) =>
      current.map((item) => (item.id === id ? { ...item, open: false } : item)),
    );
    // Leave time for the closing animation, then forget it.
    setTimeout(() => setItems((current) => current.filter((item) => item.id !== id)), 400);
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setItems((current) => [...current, { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider swipeDirection="right" label={label}>
        {children}
        {items.map((item) => {
          const tone = item.tone ?? 'info';
          return (
            <RadixToast.Root
              key={item.id}
              className={styles.toast({ tone })}
              open={item.open}
              onOpenChange={(open) => {
                if (!open) dismiss(item.id);
              }}
              duration={item.durationMs ?? resolved[tone]}
              // Errors interrupt the screen reader; the rest wait their turn.
              type={tone === 'error' ? 'foreground' : 'background'}
              data-tone={tone}
            >
              <span className={styles.icon({ tone })} aria-hidden="true">
                {icons[tone]}
              </span>
              <div className={styles.text}>
                <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
                {item.description ? (
                  <RadixToast.Description className={styles.description}>
                    {item.description}
                  </RadixToast.Description>
                ) : null}
              </div>
              <div className={styles.actions}>
                {item.action ? (
                  <RadixToast.Action altText={item.action.label} asChild>
                    <Button size="sm" variant="ghost" onClick={item.action.onClick}>
                      {item.action.label}
                    </Button>
                  </RadixToast.Action>
                ) : null}
                <RadixToast.Close asChild>
                  <IconButton label={dismissLabel} icon={<X />} size="sm" />
                </RadixToast.Close>
              </div>
            </RadixToast.Root>
          );
        })}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** `const { toast } = useToast(); toast({ title: 'Saved', tone: 'success', durationMs: 2000 })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it in the tree.');
  return api;
}
