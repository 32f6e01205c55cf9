"""New Troll Party's solvers: the seat's information set, a rule of thumb and the placement hint."""
