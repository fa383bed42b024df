export default function DeparturesListScreen() {
  return null;
}
