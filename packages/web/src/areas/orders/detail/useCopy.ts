import { useToast } from '@laundry/ui';

/**
 * Copies text to the clipboard and says so in a toast: the success text given, or the failure
 * fallback of spec part 2 §8 ('Failed to copy', 'Failed to copy receipt').
 */
export function useCopy() {
  const { toast } = useToast();
  return async (text: string, success: string, failure = 'Failed to copy') => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: success, tone: 'success' });
      return true;
    } catch {
      toast({ title: failure, tone: 'error' });
      return false;
    }
  };
}
