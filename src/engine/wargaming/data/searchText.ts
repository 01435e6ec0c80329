export { normalizeForSearch } from '../../core/searchText'
