import { ref } from 'vue'
import { canShareFiles, downloadFile, shareFile, type ShareResult } from '@/composables/shareFile'
import { useBattlesStore } from '@/stores/battles'

/** Export a battle as a file: the share sheet where the phone has one, else a download. */
export function useBattleExport() {
  const battles = useBattlesStore()
  const canShare = ref(typeof navigator !== 'undefined' && canShareFiles())
  const exportError = ref<string | null>(null)

  async function exportBattle(id: string, via: 'share' | 'download'): Promise<ShareResult | null> {
    exportError.value = null
    try {
      const { name, text } = await battles.exportText(id)
      return via === 'share' && canShare.value ? await shareFile(name, text) : downloadFile(name, text)
    } catch (e) {
      exportError.value = `Export failed: ${e instanceof Error ? e.message : String(e)}`
      return null
    }
  }
  return { canShare, exportError, exportBattle }
}
