export default function Index() {
  return <h1>Fan platform</h1>;
}
