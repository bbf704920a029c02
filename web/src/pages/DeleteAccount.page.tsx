import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function DeleteAccountPage() {
  return (
    <Container py="xl">
      <Title>DeleteAccount</Title>
    </Container>
  );
}
