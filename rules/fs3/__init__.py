"""fs3: the d8 skill + ruling-attribute system (fs3-d8-system.txt)."""
