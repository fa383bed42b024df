export default function SchoolsListScreen() {
  return null;
}
