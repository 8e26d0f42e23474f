"""fs3: the d8 skill + ruling-attribute system (docs/rulings.md, "fs3: rolls")."""
