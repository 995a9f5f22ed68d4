export function App() {
  return <main>Atelier</main>;
}
