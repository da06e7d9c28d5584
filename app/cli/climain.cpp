// The program mourners-cli: the shelf's games as the registry lists them (app/core/registry.cpp).
int cliMain(int argc, char **argv); // main.cpp

int main(int argc, char **argv)
{
    return cliMain(argc, argv);
}
