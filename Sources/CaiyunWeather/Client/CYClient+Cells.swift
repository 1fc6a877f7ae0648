import APICore
import Foundation

extension CYEndpoint {
    /// This endpoint asking about the centre of its coordinate's cell in `cells`, or as it is
    /// when there are none: every request inside one cell is then the same request, answered
    /// once and cached once, and the response's `location` names the centre.
    func inCell(of cells: CellGrid?) -> CYEndpoint {
        guard let cells, coordinate.isValid else { return self }
        let cell = cells.cell(latitude: coordinate.latitude, longitude: coordinate.longitude)
        var moved = self
        moved.coordinate = CYCoordinate(latitude: cell.latitude, longitude: cell.longitude)
        return moved
    }
}
